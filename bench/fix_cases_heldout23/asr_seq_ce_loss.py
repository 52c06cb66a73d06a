"""Sequence cross-entropy loss of a speech-recognition seq2seq (audio encoder, word decoder): the
next-word shift is written with tensor slices (`pred[:, :-1, :]`, `label[:, 1:]`), and the picked
log-probabilities are squeezed with the NDArray module (`mx.nd.squeeze(-F.pick(...), axis=2)`)
before a `F.SequenceMask` over the valid lengths.

Source: a public Gluon training script of an audio-to-words model found with find_string (id
36919195686, "asscalar()) for"; id 36886711254 is an earlier version of the same script with the
same class), SoftmaxSequenceCrossEntropyLoss unchanged.  `Net` is a harness for the bench's
uniform(-1, 1) inputs: word ids 0..3 are made with `F.floor((raw + 1) * 2)` and valid lengths 2..5
(decoder length 5) with `F.floor((raw + 1) * 2) + 2`, as the training loop passes word ids and
lengths.  Inputs: decoder scores (2, 5, 4), raw word ids (2, 5), raw lengths (2,).
"""
import mxnet as mx
from mxnet import gluon
from mxnet.gluon.loss import Loss as Loss

INPUTS = [(2, 5, 4), (2, 5), (2,)]


class SoftmaxSequenceCrossEntropyLoss(Loss):

    def __init__(self, axis=-1, sparse_label=True, from_logits=False, weight=None,
                 batch_axis=0, **kwargs):
        super(SoftmaxSequenceCrossEntropyLoss, self).__init__(
            weight, batch_axis, **kwargs)
        self._axis = axis
        self._sparse_label = sparse_label
        self._from_logits = from_logits

    def hybrid_forward(self, F, pred, label, valid_length):
        pred = pred[:, :-1, :]
        label = label[:, 1:]
        valid_length = valid_length - 1
        if not self._from_logits:
            pred = F.log_softmax(pred, self._axis)
        loss = mx.nd.squeeze(-F.pick(pred, label, axis=self._axis, keepdims=True), axis=2)
        loss = F.SequenceMask(loss.swapaxes(0, 1),
                              sequence_length=valid_length,
                              use_sequence_length=True).swapaxes(0, 1)
        return F.mean(loss, axis=self._batch_axis, exclude=True)


class Net(gluon.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.loss = SoftmaxSequenceCrossEntropyLoss()

    def hybrid_forward(self, F, pred, raw_words, raw_lengths):
        words = F.floor((raw_words + 1) * 2)
        lengths = F.floor((raw_lengths + 1) * 2) + 2
        return self.loss(pred, words, lengths)
