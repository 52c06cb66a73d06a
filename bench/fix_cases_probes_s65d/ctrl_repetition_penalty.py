"""CTRL's repetition penalty in a greedy decoding step: the tokens generated so far taken as the argmax of
the earlier positions (`logits_all[:, :-1].argmax(axis=-1)`), marked over the vocabulary by a one-hot max,
the last position's logits (`logits_all[:, -1]`) divided by the penalty where positive and multiplied where
negative at those ids, and the penalty applied only when `seen.sum().asscalar()` is nonzero."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, vocab=10, penalty=1.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.penalty = penalty
        with self.name_scope():
            self.lm_head = nn.Dense(vocab, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, hidden):
        logits_all = self.lm_head(hidden)
        prev = logits_all[:, :-1].argmax(axis=-1)
        logits = logits_all[:, -1]
        B, V = logits.shape
        seen = F.one_hot(prev, V).max(axis=1)
        if seen.sum().asscalar() > 0:
            penalised = F.where(logits > 0, logits / self.penalty, logits * self.penalty)
            logits = F.where(seen, penalised, logits)
        return F.log_softmax(logits, axis=-1)
