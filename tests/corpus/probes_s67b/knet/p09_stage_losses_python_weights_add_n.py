"""K-Net deep supervision: the masks of every stage collected in a list, a python list of per-stage loss weights
from the constructor zipped with them, each a dice-like loss against the first stage's detached masks
(`F.stop_gradient`), weighted and summed by `F.add_n`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class StageLosses(HybridBlock):
    def __init__(self, num_kernels=3, channels=6, stage_weights=(0.5, 1.0, 1.0), **kwargs):
        super().__init__(**kwargs)
        self.stage_weights = list(stage_weights)
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_kernels, channels), init=init.Normal(0.1))
            self.update = nn.Dense(channels, flatten=False, in_units=channels)

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        stage_masks = []
        for _ in self.stage_weights:
            m = F.sigmoid(F.batch_dot(k, feats))
            stage_masks.append(m)
            k = k + self.update(F.batch_dot(m, feats, transpose_b=True))
        target = F.stop_gradient(stage_masks[0] > 0.5)
        losses = [w * (1 - 2 * F.sum(m * target) / (F.sum(m) + F.sum(target) + 1.0))
                  for w, m in zip(self.stage_weights, stage_masks)]
        return F.add_n(*losses), stage_masks[-1]


Net = StageLosses
