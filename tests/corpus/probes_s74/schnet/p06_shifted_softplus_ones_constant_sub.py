"""SchNet shifted softplus with the shift built as a tensor, `F.log(F.ones(1) * 2.0)`, and
subtracted with a plain `-` from the (B, N, F) activations."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


def shifted_softplus(F, x):
    return F.Activation(x, act_type="softrelu") - F.log(F.ones(1) * 2.0)


class AtomWise(HybridBlock):
    def __init__(self, feats=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.d1 = nn.Dense(feats, flatten=False)
            self.d2 = nn.Dense(feats, flatten=False)

    def hybrid_forward(self, F, x):
        return self.d2(shifted_softplus(F, self.d1(x)))


Net = AtomWise
