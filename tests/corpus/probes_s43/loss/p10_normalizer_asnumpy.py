"""The loss is normalised by the number of positives counted on the host with `.asnumpy()`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, pred, raw_label):
        label = raw_label > 0
        num_pos = max(float(label.sum().asnumpy()), 1.0)
        loss = F.square(pred - label)
        return F.sum(loss, axis=-1) / num_pos
