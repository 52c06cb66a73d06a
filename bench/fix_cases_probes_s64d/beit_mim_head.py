"""BEiT pre-training: patch tokens whose positions a bool mask selects are replaced by the learned mask
token (`w = bool_masked_pos.expand_dims(-1)`, `x * (1 - w) + mask_token * w` with the (1, 1, C) token), the
class token prepended by `broadcast_to((batch_size, 1, C))` from `x.shape`, one layer-scaled block
(`x = x + gamma_1 * attn_out`, gamma a (C,) Parameter), and the masked image modeling head: logits over the
visual vocabulary for every token, the cross-entropy against the tokenizer's ids averaged over the masked
positions with `.asscalar()` of the mask count guarding the empty mask."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6), (2, 4), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, vocab=7, init_values=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.cls_token = self.params.get('cls_token', shape=(1, 1, dim), init='normal')
            self.mask_token = self.params.get('mask_token', shape=(1, 1, dim), init='normal')
            self.gamma_1 = self.params.get('gamma_1', shape=(dim,), init='ones')
            self.norm = nn.LayerNorm(in_channels=dim)
            self.mix = nn.Dense(dim, in_units=dim, flatten=False)
            self.lm_head = nn.Dense(vocab, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, mask, ids, cls_token, mask_token, gamma_1):
        batch_size, seq_len, C = x.shape
        bool_masked_pos = mask > 0
        w = bool_masked_pos.expand_dims(-1)
        x = x * (1 - w) + mask_token * w
        x = F.concat(cls_token.broadcast_to((batch_size, 1, C)), x, dim=1)
        x = x + gamma_1 * self.mix(self.norm(x))
        logits = self.lm_head(x[:, 1:])
        target = F.floor((ids + 1) / 2 * self.vocab).clip(0, self.vocab - 1)
        nll = -F.pick(F.log_softmax(logits, axis=-1), target, axis=-1)
        num_masked = bool_masked_pos.sum().asscalar()
        if num_masked == 0:
            return (nll * 0).sum()
        return (nll * bool_masked_pos).sum() / num_masked
