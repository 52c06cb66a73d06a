"""MAE-style Hiera input: a (1, N, C) positional embedding added by `broadcast_add`, masked positions
replaced by a learned (1, 1, C) mask token through `F.where` of a keep mask spread by `broadcast_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4), (2, 16)]


class MaskedPosEmbed(HybridBlock):
    def __init__(self, num_tokens=16, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_embed = self.params.get("pos_embed", shape=(1, num_tokens, dim))
            self.mask_token = self.params.get("mask_token", shape=(1, 1, dim))
            self.blk = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, m, pos_embed, mask_token):
        t = F.broadcast_add(x, pos_embed)
        keep = F.broadcast_like((m > 0).expand_dims(-1), t)
        t = F.where(keep, t, F.broadcast_like(mask_token, t))
        return self.blk(t)


Net = MaskedPosEmbed
