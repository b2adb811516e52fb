import ConstraintDoctor
print("constraint-doctor")
