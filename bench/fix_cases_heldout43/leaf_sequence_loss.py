"""Masked sequence cross-entropy of a federated-learning (LEAF Reddit) code base:
`SequenceLoss_v3.hybrid_forward(self, F, pred, labels, weights)`, a `SoftmaxCELoss` subclass, reads
`num_classes = pred.shape[2]` to flatten the logits, calls the parent's `hybrid_forward` on them,
weighs the per-token losses, reshapes them back with `F.reshape(crossent, pred.shape[0:2])`, and
inverts the per-step weight totals in a `F.contrib.foreach` body that tests `if data[0] == 0:` (TF's
divide_no_nan). Eagerly it runs; hybridized `pred.shape` is an AttributeError of the Symbol (and the
`if` on a traced value would raise next).

Source: a public MXNet Byzantine-robust federated-learning code base (find_string id 31902484267, its
Reddit module; read by an analyzer held-out round, tests/corpus/HELDOUT.md, "LEAF Reddit"; in no fix
set), `SequenceLoss_v3` as written; the model, the accuracy metric, the data module and the project
imports (`nd_aggregation`, `byzantine`, `module`, gluonnlp) left out. Net: `axis=1, batch_axis=0` (as
the module builds it). Inputs: logits (2, 3, 5), labels (2, 3) and weights (2, 3) (real values in
(-1, 1): the labels pick class 0, and no weight total is 0).
"""
from mxnet import gluon

INPUTS = [(2, 3, 5), (2, 3), (2, 3)]


class SequenceLoss_v3(gluon.loss.SoftmaxCELoss):
    """
    The sequence softmax cross-entropy loss with masks. Must use (axis=1, batch_axis=0).
    Mimics Tensorflow seq2seq SequenceLoss with average_across_timesteps=False, average_across_batch=True
    Source at https://github.com/tensorflow/addons/blob/v0.13.0/tensorflow_addons/seq2seq/loss.py#L24-L169
    One difference: since objective is to minimize mean loss, we apply mean() at the end. 
    """

    # `pred` shape: (`batch_size`, `seq_len`, `vocab_size`)
    # `label` shape: (`batch_size`, `seq_len`)
    # `weights` shape: (`batch_size`,`seq_len`)
    def hybrid_forward(self, F, pred, labels, weights):
        num_classes = pred.shape[2]
        pred_flat = F.reshape(pred, (-1, num_classes))
        labels = F.reshape(labels, (-1))
        flattened_weights = F.reshape(weights, (-1))

        crossent = super(SequenceLoss_v3, self).hybrid_forward(F, pred_flat, labels, sample_weight=None)
        # Apply weights
        crossent = F.broadcast_mul(crossent, flattened_weights)
        crossent = F.reshape(crossent, pred.shape[0:2])
        reduce_axis = 0
        crossent = F.sum(crossent, axis=reduce_axis)
        total_size = F.sum(weights, axis=reduce_axis)

        # Tf has divide_no_nan whereas MXNet does not.
        # Alternative: we take inverse of total_size using foreach
        # and if element is 0, keep it 0
        # Instead of dividing, we can now multiply crossent by the
        # inverse of total_size
        def inverse(data, state):
            if data[0] == 0:
                return data, []
            return 1 / data, []
        total_size_inverse, _ = F.contrib.foreach(inverse, total_size, [])
        total_size_inverse = F.reshape(total_size_inverse, (-1))
        crossent = F.broadcast_mul(crossent, total_size_inverse)
 
        return F.mean(crossent)
        #return crossent


class Net(SequenceLoss_v3):
    def __init__(self):
        super(Net, self).__init__(axis=1, batch_axis=0)
