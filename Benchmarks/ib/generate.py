#!/usr/bin/env python3
"""Generates Interface Builder storyboards for the reader's benchmarks.

Each scene is a vertical stack of cards; each card is a horizontal stack holding an image, a
vertical stack of two labels and a switch, with explicit constraints around them, so a file
holds nested stack views, labels with text, many constraints and the bulk of a real storyboard
(fonts, colours, accessibility). `--constraints N` sets the explicit constraint count of a scene.

    python3 Benchmarks/ib/generate.py --constraints 300 --out big.storyboard
    python3 Benchmarks/ib/generate.py --files 200 --constraints 40 --out folder/
"""
import argparse
import os

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
"""


def ident(prefix, n):
    return f"{prefix[:3]}-{n // 1000 % 100:02d}-{n % 1000:03d}"


def label(lid, text, y):
    return f"""<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="{text}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{lid}">
    <rect key="frame" x="0.0" y="{y}" width="200" height="20.5"/>
    <fontDescription key="fontDescription" type="system" pointSize="17"/>
    <color key="textColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    <nil key="highlightedColor"/>
    <accessibility key="accessibilityConfiguration" identifier="{lid}-label"/>
</label>
"""


def card(index, counter):
    card_id = ident("crd", index)
    image_id = ident("img", index)
    text_stack = ident("txt", index)
    title = ident("ttl", index)
    subtitle = ident("sub", index)
    toggle = ident("tgl", index)
    constraints = [
        f'<constraint firstItem="{image_id}" firstAttribute="width" constant="44" id="{ident("ciw", index)}"/>',
        f'<constraint firstItem="{image_id}" firstAttribute="height" constant="44" id="{ident("cih", index)}"/>',
    ]
    counter[0] += 2
    body = f"""<stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="{card_id}">
    <rect key="frame" x="0.0" y="{index * 60}" width="361" height="52"/>
    <subviews>
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="{image_id}">
            <rect key="frame" x="0.0" y="4" width="44" height="44"/>
        </imageView>
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="{text_stack}">
            <rect key="frame" x="56" y="4" width="242" height="43"/>
            <subviews>
{label(title, f"Title {index}", 0)}{label(subtitle, f"Subtitle of card {index}", 22.5)}            </subviews>
        </stackView>
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{toggle}">
            <rect key="frame" x="310" y="10.5" width="51" height="31"/>
        </switch>
    </subviews>
    <constraints>
        {chr(10).join(constraints)}
    </constraints>
    <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="string" keyPath="analyticsIdentifier" value="card-{index}"/>
        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
            <integer key="value" value="12"/>
        </userDefinedRuntimeAttribute>
    </userDefinedRuntimeAttributes>
    <connections>
        <outlet property="titleLabel" destination="{title}" id="{ident("oti", index)}"/>
        <outlet property="subtitleLabel" destination="{subtitle}" id="{ident("osu", index)}"/>
        <action selector="toggleChanged:" destination="{toggle}" eventType="valueChanged" id="{ident("atg", index)}"/>
    </connections>
</stackView>
"""
    return body


def scene(number, constraint_target):
    counter = [0]
    cards = []
    index = 0
    # Each card has 2 constraints of its own; the outer stack has 3 and grows downwards with its cards.
    while counter[0] + 2 <= constraint_target - 3 and index < 10_000:
        cards.append(card(number * 1000 + index, counter))
        index += 1
    root = ident("rot", number)
    outer = ident("out", number)
    safe = ident("saf", number)
    outer_constraints = f"""<constraint firstItem="{outer}" firstAttribute="top" secondItem="{safe}" secondAttribute="top" constant="8" id="{ident("oct", number)}"/>
<constraint firstItem="{outer}" firstAttribute="leading" secondItem="{root}" secondAttribute="leadingMargin" id="{ident("ocl", number)}"/>
<constraint firstAttribute="trailingMargin" secondItem="{outer}" secondAttribute="trailing" id="{ident("ocr", number)}"/>
"""
    return f"""        <scene sceneID="{ident("scn", number)}">
            <objects>
                <viewController id="{ident("vcr", number)}" customClass="Cards{number}ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{root}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{outer}">
                                <rect key="frame" x="16" y="67" width="361" height="{len(cards) * 60}"/>
                                <subviews>
{''.join(cards)}                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{safe}"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
{outer_constraints}                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{ident("frs", number)}" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="{number * 400}" y="0"/>
        </scene>
"""


def storyboard(scenes, constraints):
    return HEADER + "".join(scene(n, constraints) for n in range(scenes)) + "    </scenes>\n</document>\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--constraints", type=int, default=300, help="explicit constraints per scene")
    parser.add_argument("--scenes", type=int, default=1)
    parser.add_argument("--files", type=int, default=0, help="write this many storyboards into --out (a folder)")
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    if arguments.files:
        os.makedirs(arguments.out, exist_ok=True)
        for number in range(arguments.files):
            with open(os.path.join(arguments.out, f"screen-{number:03d}.storyboard"), "w") as file:
                file.write(storyboard(arguments.scenes, arguments.constraints))
    else:
        with open(arguments.out, "w") as file:
            file.write(storyboard(arguments.scenes, arguments.constraints))


if __name__ == "__main__":
    main()
