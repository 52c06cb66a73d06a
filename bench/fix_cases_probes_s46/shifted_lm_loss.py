"""Language-model training step: inputs and targets shifted by one token, loss masked past each valid length."""
from mxnet.gluon import nn


INPUTS = [(3, 6), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=8, units=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)
            self.out = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, tokens, valid_len):
        tokens = F.floor(F.abs(tokens) * 7)
        inputs, targets = tokens[:, :-1], tokens[:, 1:]
        logp = F.log_softmax(self.out(self.embed(inputs)), axis=-1)
        nll = -F.pick(logp, targets, axis=-1)
        lengths = F.floor(F.abs(valid_len) * 4) + 1
        steps = F.arange(inputs.shape[1])
        mask = F.broadcast_lesser(steps.reshape((1, -1)), lengths.reshape((-1, 1)))
        return F.sum(nll * mask, axis=1) / F.sum(mask, axis=1)
