# Az óra képernyőjének tervezője (issue 19): director/services/clock/clock_layouts.py.

svc-clock-template-unknown = nincs „{ $template_name }” nevű órasablon
svc-clock-template-no-name = az órasablonnak nevet kell adni
