"""MAE-style mask-unit shuffle: unit order by `F.argsort` of a noise input, units gathered by `F.take` on
the flattened (B*U, ...) view with per-sample offsets from `contrib.arange_like`, the visible half taken as
`F.split(...)[0]` -- an index into the list of split outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 4)]


class ShuffleUnits(HybridBlock):
    def __init__(self, n_units=4, **kwargs):
        super().__init__(**kwargs)
        self.n_units = n_units
        with self.name_scope():
            self.blk = nn.Dense(8, flatten=False)

    def hybrid_forward(self, F, x, noise):
        order = F.argsort(noise, axis=1)
        offs = F.contrib.arange_like(noise, axis=0).expand_dims(1) * self.n_units
        idx = F.broadcast_add(order, offs).reshape((-1,))
        units = F.take(x.reshape((-3, 0)), idx).reshape((-4, -1, self.n_units, 0))
        visible = F.split(units, num_outputs=2, axis=1)[0]
        return self.blk(visible)


Net = ShuffleUnits
