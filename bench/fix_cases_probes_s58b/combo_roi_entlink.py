"""Visual entity grounding: region features pooled by ROIPooling (batch index `F.zeros((len(boxes), 1))`, features flattened by `feat.shape[0]`) scored against candidate entity embeddings by a dot product, with the padded candidates (given as a python list of valid counts) masked by `F.SequenceMask` of `nd.array(self.valid)`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(1, 2, 6, 6), (3, 4), (4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.valid = [2, 4, 3]
        with self.name_scope():
            self.proj = nn.Dense(5, in_units=8)

    def hybrid_forward(self, F, x, boxes, ents):
        rois = F.concat(F.zeros((len(boxes), 1)), (boxes + 1) * 2.5, dim=1)
        feat = F.ROIPooling(x, rois, pooled_size=(2, 2), spatial_scale=1.0)
        feat = self.proj(feat.reshape((feat.shape[0], -1)))
        scores = F.dot(feat, ents, transpose_b=True)
        scores = F.SequenceMask(scores.T, sequence_length=nd.array(self.valid), use_sequence_length=True,
                                value=-1e4).T
        return F.softmax(scores, axis=1)
