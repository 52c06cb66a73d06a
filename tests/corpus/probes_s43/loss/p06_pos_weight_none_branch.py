"""Sigmoid BCE from logits; a `pos_weight` input changes the formula when it is not None."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4), (3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, pred, raw_label, pos_weight=None):
        label = raw_label > 0
        if pos_weight is None:
            loss = F.relu(pred) - pred * label + F.Activation(-F.abs(pred), act_type="softrelu")
        else:
            log_weight = 1 + F.broadcast_mul(pos_weight - 1, label)
            loss = pred - pred * label + log_weight * F.Activation(-F.abs(pred), act_type="softrelu")
        return F.mean(loss, axis=0, exclude=True)
