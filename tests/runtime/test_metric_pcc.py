"""mx.metric.PCC against values real MXNet 1.9.1 printed for the same calls."""
import numpy as np

from hybridlint.runtime import metric, nd


def test_pcc_on_mxnets_doc_example():
    # MXNet's docstring example (almost always predicting positive): 0.01917751877733392
    fp, fn, tp, tn = 1000, 1, 10000, 1
    preds = [nd.array([[.3, .7]] * fp + [[.7, .3]] * tn + [[.7, .3]] * fn + [[.3, .7]] * tp)]
    labels = [nd.array([0] * (fp + tn) + [1] * (fn + tp))]
    pcc = metric.PCC()
    pcc.update(labels, preds)
    assert pcc.get() == ("pcc", 0.01917751877733392)


def test_pcc_grows_with_classes_and_keeps_global_counts():
    # the same sequence in MXNet 1.9.1: 0.016536567642229452 (local and global), nan after
    # reset_local, nan on a one-class batch with global 0.008478839902742213, then 0.1 with 6
    # classes after labels/predictions up to class 5
    rng = np.random.RandomState(0)
    q = metric.create("pcc")
    for _ in range(3):
        q.update([nd.array(rng.randint(0, 4, 20))], [nd.array(rng.rand(20, 4))])
    assert q.get()[1] == q.get_global()[1] == 0.016536567642229452
    q.reset_local()
    assert np.isnan(q.get()[1])
    q.update([nd.array([0, 0])], [nd.array([1, 1])])
    assert np.isnan(q.get()[1]) and q.get_global()[1] == 0.008478839902742213
    q.update([nd.array([5, 1])], [nd.array([5, 2])])
    assert q.get()[1] == 0.1 and q.k == 6
