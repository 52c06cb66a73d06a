"""InfoNCE with the batch as negatives: predicted latents scored against every sample's true future latent (`F.dot(pred, z, transpose_b=True)`), the positives on the diagonal picked by `F.arange(scores.shape[0])`, and the loss and accuracy averaged over the batch size."""
from mxnet.gluon import nn


INPUTS = [(4, 6), (4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.wk = nn.Dense(5, in_units=6, use_bias=False)

    def hybrid_forward(self, F, c, z):
        pred = self.wk(c)
        scores = F.dot(pred, z, transpose_b=True)
        logp = F.log_softmax(scores, axis=1)
        labels = F.arange(scores.shape[0])
        nce = -F.pick(logp, labels, axis=1).sum() / scores.shape[0]
        acc = (F.argmax(scores, axis=1) == labels).sum() / scores.shape[0]
        return nce, acc
