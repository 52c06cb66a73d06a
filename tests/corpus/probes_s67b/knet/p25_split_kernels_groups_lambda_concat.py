"""K-Net with thing and stuff kernels updated by different children: the kernels split by `F.split` into two
groups of the configured sizes (equal here), a lambda `upd = lambda k, g, child: k + child(g)` applied to the
zipped groups and children, the groups concatenated back; all operands of equal shapes."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class GroupedUpdate(HybridBlock):
    def __init__(self, per_group=2, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(2 * per_group, channels), init=init.Normal(0.1))
            self.thing_update = nn.Dense(channels, flatten=False, in_units=channels)
            self.stuff_update = nn.Dense(channels, flatten=False, in_units=channels)

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        gathered = F.batch_dot(F.sigmoid(F.batch_dot(k, feats)), feats, transpose_b=True)
        upd = lambda kk, g, child: kk + child(g)  # noqa: E731
        groups = zip(F.split(k, num_outputs=2, axis=1), F.split(gathered, num_outputs=2, axis=1),
                     (self.thing_update, self.stuff_update))
        k = F.concat(*[upd(kk, g, child) for kk, g, child in groups], dim=1)
        return F.batch_dot(k, feats)


Net = GroupedUpdate
