enum LayoutMathPlaceholder {}
