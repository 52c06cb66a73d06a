"""Multi-arm T-learner: a python list of per-arm heads registered as children, their outputs stacked on a new axis, the arm of each row picked by `F.pick` from treatment ids given as floats."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,)]


class TLearner(HybridBlock):
    def __init__(self, arms=3, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.arms = arms
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(arms):
                head = nn.HybridSequential()
                head.add(nn.Dense(hidden, activation="relu"), nn.Dense(1))
                self.heads.add(head)

    def hybrid_forward(self, F, x, t):
        outs = F.concat(*[head(x) for head in self.heads], dim=1)
        arm = F.floor((t + 1) * 0.5 * (self.arms - 1))
        return outs, F.pick(outs, arm, axis=1)


Net = TLearner
