"""Weight the classes of a score map by their rank index."""
from mxnet import nd
from mxnet.gluon import nn

INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, scores):
        ranks = nd.array(range(5))
        return F.broadcast_mul(F.softmax(scores), ranks.reshape((1, 5)))
