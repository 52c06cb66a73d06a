"""K-Net stage in a method taking its child blocks by keyword, `self.stage(F, k, feats, **heads)` with
`heads = {"update": ..., "interact": ...}` looked up by literal keys; the masks of every stage zipped with a
python list of stage names into a dict, and the last one returned with the stage count from `len(self.names)`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class KwargsStages(HybridBlock):
    def __init__(self, num_kernels=3, channels=6, names=("s1", "s2"), **kwargs):
        super().__init__(**kwargs)
        self.names = list(names)
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_kernels, channels), init=init.Normal(0.1))
            self.update = nn.Dense(channels, flatten=False, in_units=channels)
            self.interact = nn.Dense(channels, flatten=False, in_units=channels, activation="relu")

    def stage(self, F, k, feats, **heads):
        gathered = F.batch_dot(F.sigmoid(F.batch_dot(k, feats)), feats, transpose_b=True)
        k = heads["interact"](k + heads["update"](gathered))
        return k, F.batch_dot(k, feats)

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        masks = {}
        for name in self.names:
            k, masks[name] = self.stage(F, k, feats, update=self.update, interact=self.interact)
        return masks[self.names[-1]] / len(self.names)


Net = KwargsStages
