"""ANP decoder head taking the mean as `out.split(2, axis=-1)[0]` (the first output of a split, an integer index) and the scale from `F.split(...)[1]`, both methods of the hybridizable split."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 1)]


class SplitIndexHead(HybridBlock):
    def __init__(self, x_dim=1, units=8, **kwargs):
        super(SplitIndexHead, self).__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.Dense(units, flatten=False, in_units=x_dim, activation="relu")
            self.out = nn.Dense(2, flatten=False, in_units=units)

    def hybrid_forward(self, F, x_target):
        out = self.out(self.mlp(x_target))
        mean = out.split(2, axis=-1)[0]
        raw = F.split(out, num_outputs=2, axis=-1)[1]
        return mean, 0.1 + 0.9 * F.Activation(raw, act_type="softrelu")


Net = SplitIndexHead
