"""CPC pretraining on log-mel frames feeding an audio tagger: frames encoded, a GRU context, the last context step taken by `c.shape[1] - 1` and scored against the batch's latents (InfoNCE over `F.arange(n)`), and clip probabilities from attention pooling normalised by a keepdims sum."""
from mxnet.gluon import nn, rnn


INPUTS = [(3, 6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(4, in_units=5, flatten=False, activation='relu')
            self.gru = rnn.GRU(4, layout='NTC', input_size=4)
            self.att = nn.Dense(2, in_units=4, flatten=False)
            self.cla = nn.Dense(2, in_units=4, flatten=False, activation='sigmoid')

    def hybrid_forward(self, F, x):
        z = self.enc(x)
        c = self.gru(z)
        last = c[:, c.shape[1] - 1]
        scores = F.dot(last, z[:, -1], transpose_b=True)
        n = scores.shape[0]
        nce = -F.pick(F.log_softmax(scores, axis=1), F.arange(n), axis=1).mean()
        att = F.exp(self.att(c))
        clip = (att / att.sum(axis=1, keepdims=True) * self.cla(c)).sum(axis=1)
        return clip, nce
