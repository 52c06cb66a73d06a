"""K-Net head, one stage: learned kernels (N, C) broadcast to the batch with `broadcast_like`, masks by
`batch_dot` of the kernels and the (B, C, HW) flattened features, the masked feature gathering
`batch_dot(sigmoid(masks), feats, transpose_b=True)` (masks x features summed over pixels), and the adaptive
kernel update with two sigmoid gates of equal (B, N, C) shapes."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class KernelUpdateHead(HybridBlock):
    def __init__(self, num_kernels=3, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_kernels, channels), init=init.Normal(0.1))
            self.gate_feat = nn.Dense(channels, flatten=False, in_units=channels)
            self.gate_kernel = nn.Dense(channels, flatten=False, in_units=channels)
            self.norm = nn.LayerNorm(in_channels=channels)

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        masks = F.batch_dot(k, feats)
        gathered = F.batch_dot(F.sigmoid(masks), feats, transpose_b=True)
        gate = F.sigmoid(self.gate_feat(gathered) * self.gate_kernel(k))
        new_k = self.norm(gate * gathered + (1 - gate) * k)
        return F.batch_dot(new_k, feats), new_k


Net = KernelUpdateHead
