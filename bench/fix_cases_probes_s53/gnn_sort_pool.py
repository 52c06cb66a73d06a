"""DGCNN SortPooling: nodes ranked by their last feature channel, the top k gathered per graph with a batch index built from the batch size."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, k=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k

    def hybrid_forward(self, F, x):
        idx = F.topk(x[:, :, -1], axis=1, k=self.k)
        batch = F.arange(x.shape[0]).reshape((-1, 1)).broadcast_to((x.shape[0], self.k))
        out = F.gather_nd(x, F.stack(batch, idx, axis=0))
        return out.reshape((x.shape[0], -1))
