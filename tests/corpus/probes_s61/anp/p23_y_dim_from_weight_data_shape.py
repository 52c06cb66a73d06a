"""ANP decoder reading its output split from the initialised weight, `y_dim = self.out.weight.data().shape[0] // 2` (a python int from an NDArray the Parameter already holds), then `slice_axis` at that point."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 1)]


class WeightDataSplitHead(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, units=8, **kwargs):
        super(WeightDataSplitHead, self).__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.Dense(units, flatten=False, in_units=x_dim, activation="relu")
            self.out = nn.Dense(2 * y_dim, flatten=False, in_units=units)

    def hybrid_forward(self, F, x_target):
        y_dim = self.out.weight.data().shape[0] // 2
        h = self.out(self.mlp(x_target))
        mean = F.slice_axis(h, axis=-1, begin=0, end=y_dim)
        raw = F.slice_axis(h, axis=-1, begin=y_dim, end=None)
        return mean, 0.1 + 0.9 * F.Activation(raw, act_type="softrelu")


Net = WeightDataSplitHead
