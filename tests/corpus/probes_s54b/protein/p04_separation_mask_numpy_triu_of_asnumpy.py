"""Contact probabilities masked by `nd.array(numpy.triu(numpy.ones_like(probs.asnumpy()), k))`, the upper triangle built on the host."""
import numpy as onp
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 5)]


class UpperContacts(HybridBlock):
    def __init__(self, dim=4, min_sep=3, **kwargs):
        super(UpperContacts, self).__init__(**kwargs)
        self.min_sep = min_sep
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, seq):
        h = self.q(seq)
        probs = F.sigmoid(F.batch_dot(h, h, transpose_b=True))
        mask = nd.array(onp.triu(onp.ones_like(probs.asnumpy()), k=self.min_sep))
        return probs * mask


Net = UpperContacts
