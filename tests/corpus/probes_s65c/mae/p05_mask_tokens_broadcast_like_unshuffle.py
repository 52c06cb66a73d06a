"""MAE decoder input: a learned (1, 1, D) mask token spread over the masked positions by `F.broadcast_like` of a slice of the full embedding (`lhs_axes=(0, 1)`), appended to the kept tokens by `F.concat`, and unshuffled to the original order by a `one_hot(ids_restore)` matrix through `batch_dot`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6), (2, 8)]


class MAEDecoderInput(HybridBlock):
    def __init__(self, dim=6, length=8, ratio=0.75, **kwargs):
        super().__init__(**kwargs)
        self._len, self._keep = length, int(length * (1 - ratio))
        self.embed = nn.Dense(dim, flatten=False, in_units=dim)
        self.mask_token = self.params.get("mask_token", shape=(1, 1, dim), init=init.Normal(0.02))

    def hybrid_forward(self, F, x, noise, mask_token):
        x = self.embed(x)
        ids_shuffle = F.argsort(noise, axis=1)
        ids_restore = F.argsort(ids_shuffle, axis=1)
        keep = F.slice_axis(ids_shuffle, axis=1, begin=0, end=self._keep)
        kept = F.batch_dot(F.one_hot(keep, self._len), x)
        rest = F.slice_axis(x, axis=1, begin=0, end=self._len - self._keep)
        tokens = F.broadcast_like(mask_token, rest, lhs_axes=(0, 1), rhs_axes=(0, 1))
        full = F.concat(kept, tokens, dim=1)
        return F.batch_dot(F.one_hot(ids_restore, self._len), full)


Net = MAEDecoderInput
