"""IQN quantile embedding ported from PyTorch: sampled taus (N, Q) made (N, Q, 1) and multiplied by plain `*` with the (1, 1, E) constant `pi * arange(E)` (eagerly broadcast, traced elementwise on different shapes), cosine, Dense, ReLU."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4, 5)]


class IQNEmbedding(HybridBlock):
    def __init__(self, obs_dim=8, embed_dim=6, **kwargs):
        super(IQNEmbedding, self).__init__(**kwargs)
        with self.name_scope():
            self.freqs = self.params.get_constant(
                "freqs", (np.pi * np.arange(embed_dim)).astype("float32").reshape(1, 1, -1))
            self.phi = nn.Dense(obs_dim, in_units=embed_dim, flatten=False, activation="relu")

    def hybrid_forward(self, F, state_embed, tau_raw, freqs):
        taus = (tau_raw + 1) * 0.5
        cos = F.cos(taus.expand_dims(-1) * freqs)
        return F.broadcast_mul(self.phi(cos), state_embed.expand_dims(1))


Net = IQNEmbedding
