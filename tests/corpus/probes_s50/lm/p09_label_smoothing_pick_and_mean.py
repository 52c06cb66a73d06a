"""Label-smoothed LM loss: `(1 - eps) * nll + eps * mean(-log p)` over the vocabulary, with `pick` of the flattened (N*T,) targets from a `(-1, V)` reshape of the logits."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5)]


class SmoothedLMLoss(HybridBlock):
    def __init__(self, vocab_size=9, dim=6, epsilon=0.1, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size, self.epsilon = vocab_size, epsilon
        with self.name_scope():
            self.proj = nn.Dense(vocab_size, flatten=False, in_units=dim)

    def hybrid_forward(self, F, h, raw_target):
        target = F.clip(F.floor((raw_target + 1) * 0.5 * self.vocab_size), 0, self.vocab_size - 1)
        logp = F.log_softmax(self.proj(h).reshape((-1, self.vocab_size)), axis=-1)
        nll = -F.pick(logp, target.reshape((-1,)), axis=-1)
        smooth = -F.mean(logp, axis=-1)
        return ((1 - self.epsilon) * nll + self.epsilon * smooth).reshape_like(target)


Net = SmoothedLMLoss
