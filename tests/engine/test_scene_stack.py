"""The pushdown scene stack and its hooks."""

from game.engine.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, log, overlay=False):
        self.name, self.log, self.overlay = name, log, overlay

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle(self, event):
        self.log.append(f"{self.name}.handle")

    def update(self, dt):
        self.log.append(f"{self.name}.update")

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_push_pop_replace_call_the_hooks_in_order():
    log = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert stack.top is a


def test_only_the_top_scene_takes_input_and_time():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.handle(object())
    stack.update(0.1)
    assert log == ["b.handle", "b.update"]


def test_an_overlay_draws_over_the_scene_below():
    log = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Recorder("play", log))
    stack.push(Recorder("result", log, overlay=True))
    log.clear()
    stack.draw(None)
    assert log == ["play.draw", "result.draw"]
    assert stack.base().name == "play"


def test_clear_exits_every_scene():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.clear()
    assert log == ["b.exit", "a.exit"] and len(stack) == 0
