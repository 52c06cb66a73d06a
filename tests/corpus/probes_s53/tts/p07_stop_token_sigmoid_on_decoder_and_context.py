"""Tacotron stop-token head: decoder states and attention context (N, T, C) concatenated on the last axis, a `flatten=False` Dense to one logit, sigmoid probabilities and a python-weighted BCE against a target."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8), (2, 10, 4), (2, 10)]


class StopToken(HybridBlock):
    def __init__(self, pos_weight=5.0, **kwargs):
        super().__init__(**kwargs)
        self.pos_weight = pos_weight
        with self.name_scope():
            self.fc = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, dec, ctx, raw_target):
        logit = self.fc(F.concat(dec, ctx, dim=-1)).reshape((0, -1))
        target = raw_target > 0.5
        bce = self.pos_weight * target * F.Activation(-logit, act_type="softrelu") + \
            (1 - target) * F.Activation(logit, act_type="softrelu")
        return F.sigmoid(logit), bce.mean()


Net = StopToken
