"""Union boxes of subject/object pairs: the pair indices held as an `nd.array` of integers, subject and object boxes gathered by `F.take(boxes, self.pairs[:, 0])`, the union corner by corner with `s[:, :2]` / `s[:, 2:]`, and a box embedding of the union."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pairs = nd.array([[0, 1], [1, 2], [2, 0], [0, 2]])
        with self.name_scope():
            self.embed = nn.Dense(8, in_units=4)

    def hybrid_forward(self, F, boxes):
        s = F.take(boxes, self.pairs[:, 0])
        o = F.take(boxes, self.pairs[:, 1])
        union = F.concat(F.minimum(s[:, :2], o[:, :2]), F.maximum(s[:, 2:], o[:, 2:]), dim=1)
        return F.relu(self.embed(union))
