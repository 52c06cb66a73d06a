"""CapsNet head: digit capsules squeezed to (batch, classes, dim) with sizes read from `.shape`, their
lengths, and the capsule of the given class picked for the decoder, all through the eager `nd`.

Source: tonysy/CapsuleNet-Gluon @ 39625d7, CapsuleNet.py (CapsuleNet.hybrid_forward);
the three capsule layers before it are one Dense summed over the input capsules here, giving the same
(batch, 1, classes, 1, dim) layout; the decoder is one Dense.
"""
from mxnet import nd
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 4, 10, 1, 16), (2,)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.digit = nn.Dense(16, flatten=False)
            self.decoder = nn.Dense(12, activation='sigmoid')

    def hybrid_forward(self, F, X, y=None):
        X = F.sum(self.digit(X), axis=1, keepdims=True)      # (batch, 1, 10, 1, 16)
        X = X.reshape((X.shape[0], X.shape[2], X.shape[4]))
        X_l2norm = nd.sqrt((X**2).sum(axis=-1))
        prob = nd.softmax(X_l2norm, axis=-1)
        y_tile = nd.tile(y.expand_dims(axis=1), reps=(1, X.shape[-1]))
        batch_activated_capsules = nd.pick(X, y_tile, axis=1, keepdims=True)
        reconstructions = self.decoder(batch_activated_capsules)
        return prob, X_l2norm, reconstructions
