"""An SSD re-implementation's softmax loss: a one-hot label matrix built eagerly by
`mx.nd.zeros(output.shape, ctx=output.context)` and filled column by column in a loop over
`label_matrix.shape[1]`, the sum divided by `output.shape[0] - F.sum(ignore_unit)`.

Source: mowayao/gluon_SSD SSD/loss.py (SoftmaxLoss.hybrid_forward) at
442534804c1577a49f38f00b30b709c2dd0e5a4f; adapted: the class named Net, `xrange` -> `range`
(python 3), tabs -> spaces; the ignore label handed in as a one-element tensor.
"""
import mxnet as mx
from mxnet import gluon as nn


INPUTS = [(6, 4), (6,), (1,)]


class Net(nn.loss.Loss):
    def __init__(self, batch_axis=0, **kwargs):
        super(Net, self).__init__(None, batch_axis, **kwargs)

    def hybrid_forward(self, F, x, y, ignore_label):
        output = F.log_softmax(x)
        label_matrix = mx.nd.zeros(output.shape, ctx=output.context)
        for i in range(label_matrix.shape[1]):
            label_matrix[:, i] = (y == i)
        ignore_unit = (y == ignore_label)
        loss = -F.sum(output * label_matrix, axis=1)
        return F.sum(loss) / (output.shape[0] - F.sum(ignore_unit))
