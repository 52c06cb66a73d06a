"""Anchor classification plus coordinate regression loss of a detection experiment: `totloss.hybrid_forward(self,
F, ypred, ylabel)` asserts `ypred.shape == ylabel.shape`, splits both maps in the `split_signals`
method (a helper without F: channel slices `pred[:, :self.num_anc, :, :]`, masks from `nd.sum(...,
keepdims=True) > 0`, spatial `nd.sum`s, then the four coordinates of the anchor
`np.argmax(lab_anc[0].asnumpy(),0)` picks, sliced by that python index), prints now and then (`if
np.random.rand() > 0.9`), and adds `nd.mean(nd.square(...))` to `nd.softmax_cross_entropy`. Eagerly it
runs; hybridized `ypred.shape` is an AttributeError of the Symbol (and the data-dependent slice
cannot be traced).

Source: a public MXNet detection experiment's loss module (find_string id 27342129012; read by an
analyzer held-out round, tests/corpus/HELDOUT.md, "anchor/coordinate loss"; in no fix set), `totloss`
as written; the `MSE` metric and its `tensorflow` import left out. Net: 2 anchors (2 score channels,
8 coordinate channels). Inputs: prediction and label (1, 10, 3, 3) (batch 1, as the loss sets).
"""
import mxnet as mx
from mxnet import gluon
from mxnet import nd
import mxnet as mx
import numpy as np

INPUTS = [(1, 10, 3, 3), (1, 10, 3, 3)]

""" Custom loss function class """

class totloss(gluon.loss.Loss):

    def __init__(self, num_anc, **kwargs):
        super(totloss, self).__init__(None, 0, **kwargs)
        self.class_error_func = gluon.loss.SoftmaxCrossEntropyLoss()
        self.num_anc = num_anc
        self.batch_size = 1
        #self.num_cls = num_cls

    def split_signals(self, pred, label):
        pred_anc = pred[:, :self.num_anc, :, :]
        pred_coord = pred[:, self.num_anc:, :, :]

        lab_anc = label[:, :self.num_anc, :, :]
        lab_coord = label[:, self.num_anc:, :, :]

        #pred_anc = pred_anc * (nd.sum(nd.sum(lab_anc, axis=3, keepdims=True), axis=2, keepdims=True) > 0)
        #pred_coord = pred_coord * (nd.sum(nd.sum(lab_coord, axis=3, keepdims=True), axis=2, keepdims=True) > 0)
        pred_anc = pred_anc * (nd.sum(lab_anc, axis=1, keepdims=True) > 0)
        pred_coord = pred_coord * (nd.sum(lab_coord, axis=1, keepdims=True) > 0)
        #pred_anc = nd.reshape(pred_anc, [1,-1])
        #lab_anc = nd.reshape(lab_anc, [1,-1])
        """ Here shall be onehot-like arrays """


        pred_anc = nd.sum(nd.sum(pred_anc, axis=3, keepdims=False), axis=2, keepdims=False)
        pred_coord = nd.sum(nd.sum(pred_coord, axis=3, keepdims=False), axis=2, keepdims=False)
        lab_anc = nd.sum(nd.sum(lab_anc, axis=3, keepdims=False), axis=2, keepdims=False)
        lab_coord = nd.sum(nd.sum(lab_coord, axis=3, keepdims=False), axis=2, keepdims=False)

        pred_coord = pred_coord[:, np.argmax(lab_anc[0].asnumpy(),0)*4 : np.argmax(lab_anc[0].asnumpy(),0)*4+4]
        lab_coord = lab_coord[:, np.argmax(lab_anc[0].asnumpy(),0)*4 : np.argmax(lab_anc[0].asnumpy(),0)*4+4]

        return pred_anc, pred_coord, lab_anc, lab_coord


    def hybrid_forward(self, F, ypred, ylabel):
        assert ypred.shape == ylabel.shape, 'Check output shapes'
        anc_pred, coord_pred, anc_real, coord_real = self.split_signals(ypred, ylabel)

        if np.random.rand() > 0.9:
            print(anc_pred, anc_real)
            print(coord_pred, coord_real)

        sq_loss = nd.mean(nd.square(coord_pred - coord_real))
        soft_loss = nd.mean(nd.softmax_cross_entropy(data=nd.softmax(anc_pred, axis=1), label=nd.argmax(anc_real, -1)))

        ans_loss = 1. * soft_loss + 1. * sq_loss

        return ans_loss


class Net(totloss):
    def __init__(self):
        super(Net, self).__init__(2)
