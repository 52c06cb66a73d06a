"""CTRL / HF-style nucleus sampling step: the last position's logits (`logits[:, -1, :]`) divided by the
temperature, sorted in descending order, their softmax's `cumsum` compared with `top_p`, the removal mask
shifted right by one (`remove[:, :-1]` after a zero column) so the first token above the threshold stays, and
scattered back to the vocabulary order by `gather_nd` with the inverse permutation and an `nd.arange(B)`
batch index; the removed logits set to -1e4 before the softmax."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, vocab=10, top_p=0.7, temperature=0.8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.top_p = top_p
        self.temperature = temperature
        with self.name_scope():
            self.lm_head = nn.Dense(vocab, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, hidden):
        logits = self.lm_head(hidden)[:, -1, :] / self.temperature
        B, V = logits.shape
        sorted_logits = F.sort(logits, axis=-1, is_ascend=False)
        sorted_idx = F.argsort(logits, axis=-1, is_ascend=False)
        cumulative = F.cumsum(F.softmax(sorted_logits, axis=-1), axis=1)
        remove = cumulative > self.top_p
        remove = F.concat(F.zeros((B, 1)), remove[:, :-1], dim=1)
        inverse = F.argsort(sorted_idx, axis=-1)
        bidx = nd.arange(B).reshape((B, 1)).broadcast_to((B, V))
        remove = F.gather_nd(remove, F.stack(bidx, inverse))
        filtered = F.where(remove, F.ones_like(logits) * -1e4, logits)
        return F.softmax(filtered, axis=-1)
