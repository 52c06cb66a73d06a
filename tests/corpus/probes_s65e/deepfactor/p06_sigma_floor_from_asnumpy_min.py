"""DeepFactor noise scale clipped below at a tenth of its batch minimum, the floor read as a python float
by `float(sigma.min().asnumpy())` (as a debugging port does)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3), (2, 6)]


class AsnumpyFloorSigma(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.noise = nn.Dense(6)
            self.level = nn.Dense(6)

    def hybrid_forward(self, F, feat_static_real, past_target):
        sigma = F.Activation(self.noise(feat_static_real), act_type="softrelu")
        floor = float(sigma.min().asnumpy()) * 0.1
        sigma = F.clip(sigma, floor + 1e-4, 1e4)
        z = (past_target - self.level(feat_static_real)) / sigma
        return (0.5 * z ** 2 + F.log(sigma)).mean(axis=1)


Net = AsnumpyFloorSigma
