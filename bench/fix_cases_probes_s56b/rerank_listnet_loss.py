"""ListNet loss for a reranker: labels reshaped to the scores' shape, top-one probabilities of labels and scores, cross entropy summed and averaged by `len(scores)`."""
from mxnet.gluon import nn


INPUTS = [(3, 4, 5), (12,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=5, flatten=False)

    def hybrid_forward(self, F, x, labels):
        scores = self.score(x).squeeze(axis=2)
        y = labels.reshape(scores.shape)
        p_true = F.softmax(y * 3, axis=1)
        logp = F.log_softmax(scores, axis=1)
        return -(p_true * logp).sum() / len(scores)
