"""A federated-learning language model's sequence loss (a port of TF seq2seq SequenceLoss): the
vocabulary size read as `pred.shape[2]`, the per-token loss reshaped back by `pred.shape[0:2]`, and
a divide-no-nan done by `F.contrib.foreach` over the per-step weight totals with a Python `if` on
the step's value.

Source: FelixWho/MXNet-LEAF reddit.py (SequenceLoss_v3.hybrid_forward) at
cce11b7d2dd567f8763729580a2e7e322ddc959b; adapted: the class named Net, small sizes.
"""
from mxnet import gluon


INPUTS = [(3, 4, 6), (3, 4), (3, 4)]


class Net(gluon.loss.SoftmaxCELoss):
    """
    The sequence softmax cross-entropy loss with masks. Must use (axis=1, batch_axis=0).
    Mimics Tensorflow seq2seq SequenceLoss with average_across_timesteps=False, average_across_batch=True
    """

    # `pred` shape: (`batch_size`, `seq_len`, `vocab_size`)
    # `label` shape: (`batch_size`, `seq_len`)
    # `weights` shape: (`batch_size`,`seq_len`)
    def hybrid_forward(self, F, pred, labels, weights):
        num_classes = pred.shape[2]
        pred_flat = F.reshape(pred, (-1, num_classes))
        labels = F.reshape(labels, (-1))
        flattened_weights = F.reshape(weights, (-1))

        crossent = super(Net, self).hybrid_forward(F, pred_flat, labels, sample_weight=None)
        # Apply weights
        crossent = F.broadcast_mul(crossent, flattened_weights)
        crossent = F.reshape(crossent, pred.shape[0:2])
        reduce_axis = 0
        crossent = F.sum(crossent, axis=reduce_axis)
        total_size = F.sum(weights, axis=reduce_axis)

        # Tf has divide_no_nan whereas MXNet does not.
        # Alternative: we take inverse of total_size using foreach
        # and if element is 0, keep it 0
        def inverse(data, state):
            if data[0] == 0:
                return data, []
            return 1 / data, []
        total_size_inverse, _ = F.contrib.foreach(inverse, total_size, [])
        total_size_inverse = F.reshape(total_size_inverse, (-1))
        crossent = F.broadcast_mul(crossent, total_size_inverse)

        return F.mean(crossent)
