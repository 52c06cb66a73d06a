"""BYOL with the two augmented views stacked into one (2, B, D) input `view_pair` and looped by `for view
in view_pair:` (python iteration over the tensor's first axis), each projected and normalised."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class StackedViewLoop(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj)
            self.target = nn.Dense(proj)

    def hybrid_forward(self, F, view_pair):
        ps, zs = [], []
        for view in view_pair:
            ps.append(F.L2Normalization(self.online(view)))
            zs.append(F.L2Normalization(F.stop_gradient(self.target(view))))
        return F.sum(ps[0] * zs[-1], axis=1) + F.sum(ps[-1] * zs[0], axis=1)


Net = StackedViewLoop
