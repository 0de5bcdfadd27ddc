# The user's settings, kept in /settings.json and replaced atomically.
import json

PATH = "settings.json"

# name -> (allowed values, default)
CHOICES = {
    "lang": (("en", "it", "cs"), "en"),
    "brightness": ((25, 50, 75, 100), 75),      # backlight, percent
    "dim_after": ((15, 30, 60, 300, 0), 60),    # seconds of inactivity; 0 never
    "dim_level": ((0, 10, 25), 10),             # backlight when dimmed, percent
}


def defaults():
    result = {}
    for name in CHOICES:
        result[name] = CHOICES[name][1]
    return result


def load(storage):
    """The saved settings; an unreadable or odd value falls back to its default."""
    result = defaults()
    raw = storage.read(PATH)
    if raw is None:
        return result
    try:
        saved = json.loads(raw)
    except ValueError:
        return result
    if not isinstance(saved, dict):
        return result
    for name in CHOICES:
        if name in saved and saved[name] in CHOICES[name][0]:
            result[name] = saved[name]
    return result


def save(storage, values):
    storage.write_atomic(PATH, json.dumps(values).encode())
