"""Smooth L1 loss of a 3-D MRA segmentation script whose missing mask defaults to ones of the
label's shape on the label's device: `mask = nd.ones(label.shape).as_in_context(label.context)` --
the eager namespace, `.shape`, `.context` and `.as_in_context()`, all of which fail when the block is
hybridized (the script hybridizes its network, not this loss; the harness does, calling it without a
mask).

Source: a public Gluon training script found with find_string (id 49054485356, "is None:\n
mask = nd."), SmoothL1Loss unchanged but renamed `Net`.  Inputs: output and label (2, 1, 4, 4).
"""
from mxnet.gluon import nn, Trainer, loss
from mxnet import autograd, nd, initializer, io, gpu

INPUTS = [(2, 1, 4, 4), (2, 1, 4, 4)]


class Net(loss.Loss):
    """Smooth L1 Loss"""
    def __init__(self, batch_axis=0, **kwargs):
        super(Net, self).__init__(None, batch_axis, **kwargs)

    def hybrid_forward(self, F, output, label, mask=None):
        """Forward"""
        if mask is None:
            mask = nd.ones(label.shape).as_in_context(label.context)
        loss = F.smooth_l1((output - label) * mask, scalar=1.0)
        return F.mean(loss, self._batch_axis, exclude=True)
