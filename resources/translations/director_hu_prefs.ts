<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<!-- issue 19 (look preferences): the clock designer's pictures, the four-colour deck
     and reduced motion in the Settings menu -->
<context>
    <name>LookActions</name>
    <message>
        <source>&amp;Four-colour deck (diamonds blue, clubs green)</source>
        <translation>Négy&amp;színű pakli (káró kék, treff zöld)</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>&amp;Mozgás csökkentése</translation>
    </message>
</context>
<context>
    <name>PictureField</name>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiválasztás…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <source>Choose a picture</source>
        <translation>Kép kiválasztása</translation>
    </message>
    <message>
        <source>Pictures (%1)</source>
        <translation>Képek (%1)</translation>
    </message>
    <message>
        <source>“%1” is not a file</source>
        <translation>„%1” nem fájl</translation>
    </message>
    <message>
        <source>“%1” is too large (%2 MB): a clock picture is at most %3 MB</source>
        <translation>„%1” túl nagy (%2 MB): az óra képe legfeljebb %3 MB lehet</translation>
    </message>
    <message>
        <source>“%1” is not a picture: choose a PNG, JPEG, BMP, GIF or WebP file</source>
        <translation>„%1” nem kép: válassz PNG-, JPEG-, BMP-, GIF- vagy WebP-fájlt</translation>
    </message>
    <message>
        <source>“%1” is too large (%2 × %3 pixels): a clock picture is at most %4 pixels a side</source>
        <translation>„%1” túl nagy (%2 × %3 képpont): az óra képének oldala legfeljebb %4 képpont lehet</translation>
    </message>
    <message>
        <source>“%1” could not be kept in %2: %3</source>
        <translation>„%1” nem menthető ebbe a mappába: %2 (%3)</translation>
    </message>
</context>
</TS>
