# The clock screen's designer (issue 19): director/services/clock/clock_layouts.py.

svc-clock-template-unknown = there is no clock template called “{ $template_name }”
svc-clock-template-no-name = a clock template needs a name
