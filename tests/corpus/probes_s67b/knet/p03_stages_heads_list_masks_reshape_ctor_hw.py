"""K-Net iterated for S stages: one update head per stage in a `HybridSequential` indexed by the python stage,
the masks of every stage reshaped to (B, N, H, W) with H, W from the constructor's `feat_size` tuple and kept
in a python list, returned stacked on a new stage axis."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class UpdateHead(HybridBlock):
    def __init__(self, channels, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc_feat = nn.Dense(channels, flatten=False, in_units=channels)
            self.fc_kernel = nn.Dense(channels, flatten=False, in_units=channels)

    def hybrid_forward(self, F, k, gathered):
        gate = F.sigmoid(self.fc_feat(gathered) + self.fc_kernel(k))
        return gate * gathered + (1 - gate) * k


class IterativeKNet(HybridBlock):
    def __init__(self, num_kernels=3, channels=6, feat_size=(4, 4), stages=3, **kwargs):
        super().__init__(**kwargs)
        self.h, self.w = feat_size
        self.stages = stages
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_kernels, channels), init=init.Normal(0.1))
            self.heads = nn.HybridSequential()
            for _ in range(stages):
                self.heads.add(UpdateHead(channels))

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        masks = F.batch_dot(k, feats)
        outs = []
        for s in range(self.stages):
            k = self.heads[s](k, F.batch_dot(F.sigmoid(masks), feats, transpose_b=True))
            masks = F.batch_dot(k, feats)
            outs.append(masks.reshape((0, 0, self.h, self.w)))
        return F.stack(*outs, axis=1)


Net = IterativeKNet
