"""NVAE decoder group base class merging the latent into the state by `self.combine(F, state, z)` (concat + conv);
a subclass overrides `combine` with a gated merge `state * F.sigmoid(F.mean(z, axis=1, keepdims=True))`, a plain
`*` of the (B, C, H, W) state and a (B, 1, H, W) keepdims mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class DecoderGroup(HybridBlock):
    def __init__(self, channels=4, latent=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.prior = nn.Conv2D(2 * latent, 3, padding=1)
            self.merge = nn.Conv2D(channels, 1)

    def combine(self, F, state, z):
        return self.merge(F.concat(state, z, dim=1))

    def hybrid_forward(self, F, state):
        mu, ls = F.split(self.prior(state), num_outputs=2, axis=1)
        return self.combine(F, state, mu + 0.0 * ls)


class GatedGroup(DecoderGroup):
    def combine(self, F, state, z):
        return self.merge(state * F.sigmoid(F.mean(z, axis=1, keepdims=True)))


Net = GatedGroup
