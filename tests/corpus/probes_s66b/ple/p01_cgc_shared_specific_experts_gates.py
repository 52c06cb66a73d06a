"""PLE customized gate control (one level): shared experts in a python list and task-specific experts in
a dict of lists (children registered one by one), per-task gates `softmax(Dense(E)(x))` over the task's
experts plus the shared ones, experts stacked on axis 1 and mixed by `broadcast_mul` with the (B, E, 1)
gate; a tuple of task outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class CGC(HybridBlock):
    def __init__(self, tasks=("ctr", "cvr"), n_shared=2, n_specific=1, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.tasks = list(tasks)
        with self.name_scope():
            self.shared = []
            for _ in range(n_shared):
                e = nn.Dense(hidden, activation="relu")
                self.register_child(e)
                self.shared.append(e)
            self.specific, self.gates = {}, {}
            for t in self.tasks:
                self.specific[t] = []
                for _ in range(n_specific):
                    e = nn.Dense(hidden, activation="relu")
                    self.register_child(e)
                    self.specific[t].append(e)
                self.gates[t] = nn.Dense(n_shared + n_specific)
                self.register_child(self.gates[t])

    def hybrid_forward(self, F, x):
        shared = [e(x) for e in self.shared]
        outs = []
        for t in self.tasks:
            experts = F.stack(*([e(x) for e in self.specific[t]] + shared), axis=1)
            gate = F.softmax(self.gates[t](x), axis=-1).expand_dims(-1)
            outs.append(F.sum(F.broadcast_mul(experts, gate), axis=1))
        return tuple(outs)


Net = CGC
