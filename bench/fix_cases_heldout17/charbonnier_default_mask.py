"""Charbonnier loss whose missing mask defaults to ones of the output's shape:
`mask = nd.ones(output.shape, dtype='float32')` -- the eager namespace and `.shape`, both of which
fail when the block is hybridized (the harness calls it without a mask, so the default is taken).

Source: a public Gluon loss module of a medical-imaging code base found with find_string (id
21165210663, "ctx=pred.context"), CharbonnierLoss unchanged but renamed `Net`.  Inputs: output and
label (2, 1, 4, 4).
"""
from mxnet import gluon, nd

INPUTS = [(2, 1, 4, 4), (2, 1, 4, 4)]


class Net(gluon.loss.Loss):
    """define Charbonnier loss"""

    def __init__(self, batch_axis=0, eps=1e-8, **kwargs):
        super(Net, self).__init__(None, batch_axis, **kwargs)
        self.eps = eps

    def hybrid_forward(self, F, output, label, mask=None):
        """forward"""
        if mask is None:
            mask = nd.ones(output.shape, dtype='float32')
        loss = F.sqrt((output - label) ** 2 + self.eps ** 2) * mask.astype('float32')
        return F.mean(loss, self._batch_axis, exclude=True).mean()
