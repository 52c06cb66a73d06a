"""PWC-style coarse-to-fine: the coarse flow upsampled by `UpSampling(scale=2)` and scaled by 2, refined by a residual at the fine level."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4), (2, 3, 8, 8)]


class FlowRefiner(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.residual = nn.HybridSequential()
            self.residual.add(nn.Conv2D(hidden, 3, padding=1, activation="relu"),
                              nn.Conv2D(2, 3, padding=1))

    def hybrid_forward(self, F, coarse_flow, fine_feats):
        up = F.UpSampling(coarse_flow, scale=2, sample_type="nearest") * 2.0
        return up + self.residual(F.concat(up, fine_feats, dim=1))


class Net(FlowRefiner):
    pass
