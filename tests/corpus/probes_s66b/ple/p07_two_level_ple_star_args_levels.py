"""Two-level PLE: an extraction layer whose `hybrid_forward(self, F, *inputs)` takes the task inputs and
the shared input last (`inputs[:-1]`, `inputs[-1]`), returns a tuple (task outputs, plus a shared output
below the last level, whose gate only exists there), the second level called with `*h`; the first level's inputs from a dict of the
input per task; towers zipped with the last level's outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class ExtractionLayer(HybridBlock):
    def __init__(self, n_tasks=2, hidden=5, last=False, **kwargs):
        super().__init__(**kwargs)
        self.last = last
        with self.name_scope():
            self.task_experts = nn.HybridSequential()
            self.gates = nn.HybridSequential()
            for _ in range(n_tasks):
                self.task_experts.add(nn.Dense(hidden, activation="relu"))
                self.gates.add(nn.Dense(2))
            self.shared_expert = nn.Dense(hidden, activation="relu")
            if not last:
                self.shared_gate = nn.Dense(n_tasks + 1)

    def hybrid_forward(self, F, *inputs):
        task_in, shared_in = inputs[:-1], inputs[-1]
        shared = self.shared_expert(shared_in)
        specific = [self.task_experts[i](x) for i, x in enumerate(task_in)]
        outs = []
        for i, x in enumerate(task_in):
            g = F.softmax(self.gates[i](x), axis=-1).expand_dims(-1)
            outs.append(F.sum(F.broadcast_mul(F.stack(specific[i], shared, axis=1), g), axis=1))
        if not self.last:
            g = F.softmax(self.shared_gate(shared_in), axis=-1).expand_dims(-1)
            outs.append(F.sum(F.broadcast_mul(F.stack(*(specific + [shared]), axis=1), g), axis=1))
        return tuple(outs)


class PLE(HybridBlock):
    def __init__(self, n_tasks=2, **kwargs):
        super().__init__(**kwargs)
        self.n_tasks = n_tasks
        with self.name_scope():
            self.level1 = ExtractionLayer(n_tasks)
            self.level2 = ExtractionLayer(n_tasks, last=True)
            self.towers = nn.HybridSequential()
            for _ in range(n_tasks):
                self.towers.add(nn.Dense(1, activation="sigmoid"))

    def hybrid_forward(self, F, x):
        inputs = {"task%d" % i: x for i in range(self.n_tasks)}
        h = self.level1(*(list(inputs.values()) + [x]))
        h = self.level2(*h)
        return tuple(tower(t) for tower, t in zip(self.towers, h))


Net = PLE
