"""MAE mask tokens repeated as the reference does, `F.tile(mask_token, reps=(x.shape[0], L - len_keep, 1))`, with the batch size read from the kept tokens' `.shape`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 6)]


class TiledMaskTokens(HybridBlock):
    def __init__(self, dim=6, length=8, **kwargs):
        super().__init__(**kwargs)
        self._len = length
        self.mask_token = self.params.get("mask_token", shape=(1, 1, dim), init=init.Normal(0.02))

    def hybrid_forward(self, F, kept, mask_token):
        tokens = F.tile(mask_token, reps=(kept.shape[0], self._len - kept.shape[1], 1))
        return F.concat(kept, tokens, dim=1)


Net = TiledMaskTokens
