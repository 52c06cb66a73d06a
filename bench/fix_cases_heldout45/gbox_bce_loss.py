"""Binary cross-entropy of a detection toolbox: `BinaryCrossEntropyLoss.hybrid_forward(self, F,
inputs, labels)` starts with `labels = labels.reshape(inputs.shape)`, then computes the
logits form `max(x, 0) - x * z + log(1 + exp(-|x|))` and averages over every axis but the batch.
Eagerly it runs; hybridized `inputs.shape` is an AttributeError of the Symbol.

Source: KunyFox/Gluon-Box @ 155b166599 (read by an analyzer held-out round, tests/corpus/HELDOUT.md,
"KunyFox/Gluon-Box"; in no fix set), gbox/losses/cross_entropy.py, `BinaryCrossEntropyLoss` as
written (the registry decorator, and `CrossEntropyLoss`, whose constructor never calls the base
class's and whose body names an undefined `pick`, left out). Net: the defaults (`from_logits=False`,
which here selects the logits form; the other branch names an undefined `iputs`), no positive
weight.
Inputs: logits (4, 3) and the labels flat (12,) (values in [-1, 1), as soft targets).
"""
import mxnet as mx 

from mxnet.gluon.nn import HybridBlock 

INPUTS = [(4, 3), (12,)]


class BinaryCrossEntropyLoss(HybridBlock):
    def __init__(self,
                 weight=None,
                 from_logits=False,
                 batch_axis=0,
                 pos_weight=None,
                 **kwargs):
        super(BinaryCrossEntropyLoss, self).__init__()
        self._weight = weight 
        self._from_logits = from_logits 
        self._batch_axis = batch_axis 
        self._pos_weight = pos_weight


    def hybrid_forward(self, F, inputs, labels):
        labels = labels.reshape(inputs.shape)
        if not self._from_logits:
            if self._pos_weight:
                # x - x * z + (1 + z * pos_weight - z) * \
                #    (log(1 + exp(-abs(x))) + max(-x, 0))
                log_weight = 1 + F.broadcast_mul(self._pos_weight - 1 , labels)
                loss = inputs - inputs * labels + log_weight * \
                       (F.Activation(-F.abs(inputs), act_type='softrelu')) + \
                        F.relu(-inputs)
            else:
                # max(x, 0) - x * z + log(1 + exp(-abs(x)))
                loss = F.relu(inputs) - inputs * labels + \
                       F.Activation(-F.abs(inputs), act_type='softrelu')
        else:
            eps = 1e-12 
            if self._pos_weight:
                loss = -(F.broadcast_mul(F.log(inputs + eps) * labels, self._pos_weight)
                       + F.log(1. - inputs + eps) * (1. - labels))
            else:
                loss = -(F.log(iputs + eps) * labels
                       + F.log(1. - inputs + eps) * (1. - labels))
        if self._weight:
            loss = loss * self._weight 

        return F.mean(loss, axis=self._batch_axis, exclude=True)


class Net(BinaryCrossEntropyLoss):
    def __init__(self):
        super(Net, self).__init__()
