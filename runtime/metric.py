"""``mx.metric``: evaluation metrics with MXNet 1.9.1's names, aliases, arithmetic and quirks.

A metric accumulates ``sum_metric`` and ``num_inst`` per batch (``update(labels, preds)``, lists
of NDArrays or single ones) and reports ``sum_metric / num_inst`` (``get``); the ``global_``
counters survive ``reset_local`` as in MXNet.  Values are computed with numpy on host copies, as
MXNet's metrics do.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from numbers import Number

import numpy

from .ndarray import NDArray

__all__ = ["EvalMetric", "CompositeEvalMetric", "Accuracy", "TopKAccuracy", "F1", "MCC", "PCC",
           "Perplexity", "MAE", "MSE", "RMSE", "CrossEntropy", "NegativeLogLikelihood",
           "PearsonCorrelation", "Loss", "Torch", "Caffe", "CustomMetric", "create", "np",
           "check_label_shapes", "register", "alias"]

_METRICS: dict[str, type] = {}


def register(klass):
    _METRICS[klass.__name__.lower()] = klass
    return klass


def alias(*names):
    def deco(klass):
        for name in names:
            _METRICS[name.lower()] = klass
        return klass
    return deco


def _host(x) -> numpy.ndarray:
    return x.asnumpy() if hasattr(x, "asnumpy") else numpy.asarray(x)


def check_label_shapes(labels, preds, wrap=False, shape=False):
    """Equal lengths (or shapes with ``shape=True``); ``wrap`` puts single arrays in lists."""
    got = (labels.shape, preds.shape) if shape else (len(labels), len(preds))
    if got[0] != got[1]:
        raise ValueError(f"Shape of labels {got[0]} does not match shape of predictions {got[1]}")
    if wrap:
        labels = [labels] if isinstance(labels, NDArray) else labels
        preds = [preds] if isinstance(preds, NDArray) else preds
    return labels, preds


class EvalMetric:
    def __init__(self, name, output_names=None, label_names=None, **kwargs):
        self.name = str(name)
        self.output_names = output_names
        self.label_names = label_names
        self._has_global_stats = kwargs.pop("has_global_stats", False)
        self._kwargs = kwargs
        self.reset()

    def __str__(self):
        return f"EvalMetric: {dict(self.get_name_value())}"

    def get_config(self):
        config = dict(self._kwargs)
        config.update(metric=type(self).__name__, name=self.name, output_names=self.output_names,
                      label_names=self.label_names)
        return config

    def update_dict(self, label, pred):
        pred = [pred[n] for n in self.output_names] if self.output_names is not None \
            else list(pred.values())
        label = [label[n] for n in self.label_names] if self.label_names is not None \
            else list(label.values())
        self.update(label, pred)

    def update(self, labels, preds):
        raise NotImplementedError()

    def _add(self, value, count):
        self.sum_metric += value
        self.global_sum_metric += value
        self.num_inst += count
        self.global_num_inst += count

    def reset(self):
        self.num_inst = 0
        self.sum_metric = 0.0
        self.global_num_inst = 0
        self.global_sum_metric = 0.0

    def reset_local(self):
        self.num_inst = 0
        self.sum_metric = 0.0

    def get(self):
        if self.num_inst == 0:
            return self.name, float("nan")
        return self.name, self.sum_metric / self.num_inst

    def get_global(self):
        if not self._has_global_stats:
            return self.get()
        if self.global_num_inst == 0:
            return self.name, float("nan")
        return self.name, self.global_sum_metric / self.global_num_inst

    @staticmethod
    def _pairs(name, value):
        return list(zip(name if isinstance(name, list) else [name],
                        value if isinstance(value, list) else [value]))

    def get_name_value(self):
        return self._pairs(*self.get())

    def get_global_name_value(self):
        return self._pairs(*self.get_global()) if self._has_global_stats \
            else self.get_name_value()


def create(metric, *args, **kwargs):
    """A metric from a name ('acc', 'ce', ...), an instance, a list of them (composite) or a
    function ``feval(label, pred)`` (a CustomMetric)."""
    if isinstance(metric, EvalMetric):
        return metric
    if callable(metric) and not isinstance(metric, type):
        return CustomMetric(metric, *args, **kwargs)
    if isinstance(metric, list):
        composite = CompositeEvalMetric()
        for child in metric:
            composite.add(create(child, *args, **kwargs))
        return composite
    if isinstance(metric, str):
        klass = _METRICS.get(metric.lower())
        if klass is None:
            raise ValueError(f"Cannot find metric {metric!r}; known: {', '.join(sorted(_METRICS))}")
        return klass(*args, **kwargs)
    raise TypeError(f"metric must be a name, an EvalMetric, a list or a function, got {metric!r}")


def _names_values(results):
    names, values = [], []
    for name, value in results:
        names.extend([name] if isinstance(name, str) else name)
        values.extend([value] if isinstance(value, Number) else value)
    return names, values


@register
@alias("composite")
class CompositeEvalMetric(EvalMetric):
    def __init__(self, metrics=None, name="composite", output_names=None, label_names=None):
        super().__init__(name, output_names=output_names, label_names=label_names,
                         has_global_stats=True)
        self.metrics = [create(m) for m in (metrics or [])]

    def add(self, metric):
        self.metrics.append(create(metric))

    def get_metric(self, index):
        try:
            return self.metrics[index]
        except IndexError:
            # MXNet returns (not raises) this error
            return ValueError(f"Metric index {index} is out of range 0 and {len(self.metrics)}")

    def update_dict(self, labels, preds):
        if self.label_names is not None:
            labels = OrderedDict(i for i in labels.items() if i[0] in self.label_names)
        if self.output_names is not None:
            preds = OrderedDict(i for i in preds.items() if i[0] in self.output_names)
        for m in self.metrics:
            m.update_dict(labels, preds)

    def update(self, labels, preds):
        for m in self.metrics:
            m.update(labels, preds)

    def reset(self):
        for m in getattr(self, "metrics", ()):   # called by __init__ before metrics exist
            m.reset()

    def reset_local(self):
        for m in self.metrics:
            m.reset_local()

    def get(self):
        return _names_values(m.get() for m in self.metrics)

    def get_global(self):
        return _names_values(m.get_global() for m in self.metrics)

    def get_config(self):
        config = super().get_config()
        config["metrics"] = [m.get_config() for m in self.metrics]
        return config


@register
@alias("acc")
class Accuracy(EvalMetric):
    """Share of samples whose predicted class (argmax over ``axis`` when the prediction is not
    already a class index) equals the label."""

    def __init__(self, axis=1, name="accuracy", output_names=None, label_names=None):
        super().__init__(name, axis=axis, output_names=output_names, label_names=label_names,
                         has_global_stats=True)
        self.axis = axis

    def update(self, labels, preds):
        labels, preds = check_label_shapes(labels, preds, True)
        for label, pred in zip(labels, preds):
            pred = _host(pred)
            label = _host(label)
            if pred.shape != label.shape:
                pred = pred.argmax(axis=self.axis)
            pred = pred.astype("int32").ravel()
            label = label.astype("int32").ravel()
            check_label_shapes(label, pred)
            self._add(int((pred == label).sum()), len(pred))


@register
@alias("top_k_accuracy", "top_k_acc")
class TopKAccuracy(EvalMetric):
    def __init__(self, top_k=1, name="top_k_accuracy", output_names=None, label_names=None):
        super().__init__(name, top_k=top_k, output_names=output_names, label_names=label_names,
                         has_global_stats=True)
        self.top_k = top_k
        if self.top_k <= 1:
            raise ValueError("Please use Accuracy if top_k is no more than 1")
        self.name += f"_{self.top_k}"

    def update(self, labels, preds):
        labels, preds = check_label_shapes(labels, preds, True)
        for label, pred in zip(labels, preds):
            if len(pred.shape) > 2:
                raise ValueError("Predictions should be no more than 2 dims")
            order = numpy.argpartition(_host(pred).astype("float32"), -self.top_k)
            label = _host(label).astype("int32")
            check_label_shapes(label, order)
            samples = order.shape[0]
            if order.ndim == 1:
                # as in MXNet, a 1-D prediction counts toward the local value only
                self.sum_metric += (order.ravel() == label.ravel()).sum()
            else:
                classes = order.shape[1]
                for j in range(min(classes, self.top_k)):
                    correct = (order[:, classes - 1 - j].ravel() == label.ravel()).sum()
                    self.sum_metric += correct
                    self.global_sum_metric += correct
            self.num_inst += samples
            self.global_num_inst += samples


class _BinaryCounts:
    """True/false positive/negative counts of a binary classifier, local and global."""

    FIELDS = ("tp", "fp", "fn", "tn")

    def __init__(self):
        self.local = dict.fromkeys(self.FIELDS, 0)
        self.all = dict.fromkeys(self.FIELDS, 0)

    def update(self, label, pred):
        pred = _host(pred)
        label = _host(label).astype("int32")
        pred_label = numpy.argmax(pred, axis=1)
        check_label_shapes(label, pred)
        if len(numpy.unique(label)) > 2:
            raise ValueError("F1/MCC currently only supports binary classification.")
        p, t = pred_label == 1, label == 1
        counts = {"tp": (p & t).sum(), "fp": (p & ~t).sum(), "fn": (~p & t).sum(),
                  "tn": (~p & ~t).sum()}
        for k, v in counts.items():
            self.local[k] += int(v)
            self.all[k] += int(v)

    def reset_local(self):
        self.local = dict.fromkeys(self.FIELDS, 0)

    @staticmethod
    def total(c):
        return sum(c.values())

    @staticmethod
    def fscore(c):
        precision = c["tp"] / (c["tp"] + c["fp"]) if c["tp"] + c["fp"] > 0 else 0.0
        recall = c["tp"] / (c["tp"] + c["fn"]) if c["tp"] + c["fn"] > 0 else 0.0
        return 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0

    @staticmethod
    def mcc(c):
        if not sum(c.values()):
            return 0.0
        tp, fp, fn, tn = (float(c[k]) for k in ("tp", "fp", "fn", "tn"))
        denom = 1.0
        for t in (tp + fp, tp + fn, tn + fp, tn + fn):
            if t != 0.0:
                denom *= t
        return (tp * tn - fp * fn) / math.sqrt(denom)


class _BinaryMetric(EvalMetric):
    """F1 and MCC: 'macro' averages the per-batch score, 'micro' scores all samples so far."""

    _score = None

    def __init__(self, name, output_names, label_names, average):
        self.average = average
        self._counts = _BinaryCounts()
        super().__init__(name, output_names=output_names, label_names=label_names,
                         has_global_stats=True)

    def update(self, labels, preds):
        labels, preds = check_label_shapes(labels, preds, True)
        for label, pred in zip(labels, preds):
            self._counts.update(label, pred)
        c, score = self._counts, type(self)._score
        if self.average == "macro":
            self._add(score(c.local), 1)
            self._counts = _BinaryCounts()
        else:
            self.sum_metric = score(c.local) * c.total(c.local)
            self.global_sum_metric = score(c.all) * c.total(c.all)
            self.num_inst = c.total(c.local)
            self.global_num_inst = c.total(c.all)

    def reset(self):
        super().reset()
        self._counts = _BinaryCounts()

    def reset_local(self):
        super().reset_local()
        self._counts.reset_local()


@register
class F1(_BinaryMetric):
    _score = staticmethod(_BinaryCounts.fscore)

    def __init__(self, name="f1", output_names=None, label_names=None, average="macro"):
        super().__init__(name, output_names, label_names, average)


@register
class MCC(_BinaryMetric):
    _score = staticmethod(_BinaryCounts.mcc)

    def __init__(self, name="mcc", output_names=None, label_names=None, average="macro"):
        super().__init__(name, output_names, label_names, average)


@register
class PCC(EvalMetric):
    """The multiclass Matthews correlation (the Pearson correlation of one-hot predictions and
    labels) over a confusion matrix that grows with the largest class seen (2 at first); NaN
    while all predictions or all labels are one class.  Each ``update`` counts one instance, so
    ``get()`` is the correlation of everything since the last reset (as MXNet 1.9.1's)."""

    def __init__(self, name="pcc", output_names=None, label_names=None, has_global_stats=True):
        self.k = 2
        super().__init__(name, output_names=output_names, label_names=label_names,
                         has_global_stats=has_global_stats)

    @staticmethod
    def _correlation(counts):
        n = counts.sum()
        by_pred, by_label = counts.sum(axis=1), counts.sum(axis=0)
        var_pred = float(numpy.sum(by_pred * (n - by_pred)))
        var_label = float(numpy.sum(by_label * (n - by_label)))
        if var_pred == 0 or var_label == 0:
            return float("nan")
        cov = float(numpy.sum(numpy.diagonal(counts) * n - by_pred * by_label))
        return cov / (var_pred * var_label) ** 0.5

    def _widen(self, k):
        grow = ((0, k - self.k), (0, k - self.k))
        self._local, self._all = numpy.pad(self._local, grow), numpy.pad(self._all, grow)
        self.k = k

    def update(self, labels, preds):
        labels, preds = check_label_shapes(labels, preds, True)
        for label, pred in zip(labels, preds):
            label = _host(label).astype(numpy.int32)
            pred = _host(pred)
            pred = pred.argmax(axis=1) if pred.shape != label.shape else pred.astype(numpy.int32)
            top = int(max(pred.max(), label.max()))
            if top >= self.k:
                self._widen(top + 1)
            batch = numpy.zeros((self.k, self.k))
            numpy.add.at(batch, (pred.reshape(-1), label.reshape(-1)), 1)
            self._local += batch
            self._all += batch
        self.num_inst += 1
        self.global_num_inst += 1

    @property
    def sum_metric(self):
        return self._correlation(self._local) * self.num_inst

    @sum_metric.setter
    def sum_metric(self, _):
        pass        # derived from the confusion matrix

    @property
    def global_sum_metric(self):
        return self._correlation(self._all) * self.global_num_inst

    @global_sum_metric.setter
    def global_sum_metric(self, _):
        pass

    def reset(self):
        super().reset()
        self._all = numpy.zeros((self.k, self.k))
        self._local = numpy.zeros((self.k, self.k))

    def reset_local(self):
        super().reset_local()
        self._local = numpy.zeros((self.k, self.k))


@register
class Perplexity(EvalMetric):
    """exp of the mean negative log-probability of the labels (``ignore_label`` not counted)."""

    def __init__(self, ignore_label, axis=-1, name="perplexity", output_names=None,
                 label_names=None):
        super().__init__(name, ignore_label=ignore_label, output_names=output_names,
                         label_names=label_names, has_global_stats=True)
        self.ignore_label = ignore_label
        self.axis = axis

    def update(self, labels, preds):
        if len(labels) != len(preds):
            raise ValueError(f"{len(labels)} labels for {len(preds)} predictions")
        loss, num = 0.0, 0
        for label, pred in zip(labels, preds):
            pred = _host(pred)
            label = _host(label).reshape(-1)
            if label.size != pred.size / pred.shape[-1]:
                raise ValueError(f"shape mismatch: {label.shape} vs. {pred.shape}")
            picked = numpy.take_along_axis(
                numpy.moveaxis(pred, self.axis, -1).reshape(-1, pred.shape[self.axis]),
                numpy.clip(label.astype("int64"), 0, pred.shape[self.axis] - 1)[:, None], axis=1)[:, 0]
            if self.ignore_label is not None:
                ignore = (label == self.ignore_label).astype(picked.dtype)
                num -= float(ignore.sum())
                picked = picked * (1 - ignore) + ignore
            loss -= float(numpy.log(numpy.maximum(1e-10, picked)).sum())
            num += picked.size
        self._add(loss, num)

    def get(self):
        if self.num_inst == 0:
            return self.name, float("nan")
        return self.name, math.exp(self.sum_metric / self.num_inst)

    def get_global(self):
        if self.global_num_inst == 0:
            return self.name, float("nan")
        return self.name, math.exp(self.global_sum_metric / self.global_num_inst)


class _PerBatch(EvalMetric):
    """MAE/MSE/RMSE: one value per batch (1-D arrays taken as columns), averaged over batches."""

    def __init__(self, name, output_names=None, label_names=None):
        super().__init__(name, output_names=output_names, label_names=label_names,
                         has_global_stats=True)

    def _value(self, diff):
        raise NotImplementedError

    def update(self, labels, preds):
        labels, preds = check_label_shapes(labels, preds, True)
        for label, pred in zip(labels, preds):
            label, pred = _host(label), _host(pred)
            label = label.reshape(label.shape[0], 1) if label.ndim == 1 else label
            pred = pred.reshape(pred.shape[0], 1) if pred.ndim == 1 else pred
            self._add(self._value(label - pred), 1)


@register
class MAE(_PerBatch):
    def __init__(self, name="mae", output_names=None, label_names=None):
        super().__init__(name, output_names, label_names)

    def _value(self, diff):
        return numpy.abs(diff).mean()


@register
class MSE(_PerBatch):
    def __init__(self, name="mse", output_names=None, label_names=None):
        super().__init__(name, output_names, label_names)

    def _value(self, diff):
        return (diff ** 2.0).mean()


@register
class RMSE(_PerBatch):
    def __init__(self, name="rmse", output_names=None, label_names=None):
        super().__init__(name, output_names, label_names)

    def _value(self, diff):
        return numpy.sqrt((diff ** 2.0).mean())


class _LabelLikelihood(EvalMetric):
    """CrossEntropy / NegativeLogLikelihood: -log(p[label] + eps) summed over samples."""

    def __init__(self, eps, name, output_names, label_names):
        super().__init__(name, eps=eps, output_names=output_names, label_names=label_names,
                         has_global_stats=True)
        self.eps = eps

    def update(self, labels, preds):
        labels, preds = check_label_shapes(labels, preds, True)
        for label, pred in zip(labels, preds):
            label = _host(label).ravel()
            pred = _host(pred)
            if label.shape[0] != pred.shape[0]:
                raise ValueError(f"{label.shape[0]} labels for {pred.shape[0]} predictions")
            prob = pred[numpy.arange(label.shape[0], dtype=numpy.int64), numpy.int64(label)]
            self._add((-numpy.log(prob + self.eps)).sum(), label.shape[0])


@register
@alias("ce")
class CrossEntropy(_LabelLikelihood):
    def __init__(self, eps=1e-12, name="cross-entropy", output_names=None, label_names=None):
        super().__init__(eps, name, output_names, label_names)


@register
@alias("nll_loss")
class NegativeLogLikelihood(_LabelLikelihood):
    def __init__(self, eps=1e-12, name="nll-loss", output_names=None, label_names=None):
        super().__init__(eps, name, output_names, label_names)


@register
@alias("pearsonr")
class PearsonCorrelation(EvalMetric):
    """'macro': the mean of per-batch correlations; 'micro': one correlation over all samples
    (running means and sums of squares, as MXNet keeps them)."""

    def __init__(self, name="pearsonr", output_names=None, label_names=None, average="macro"):
        self.average = average
        super().__init__(name, output_names=output_names, label_names=label_names,
                         has_global_stats=True)

    def reset(self):
        super().reset()
        self._label = [0, 0.0, 0.0]   # count, mean, sum of squared deviations
        self._pred = [0, 0.0, 0.0]
        self._cov = 0.0

    @staticmethod
    def _running(values, state):
        count, mean, m2 = state
        count += len(values)
        delta = values - mean
        mean += numpy.sum(delta / count)
        m2 += numpy.sum(delta * (values - mean))
        return [count, mean, m2]

    def update(self, labels, preds):
        labels, preds = check_label_shapes(labels, preds, True)
        for label, pred in zip(labels, preds):
            check_label_shapes(label, pred, False, True)
            label = _host(label).ravel().astype(numpy.float64)
            pred = _host(pred).ravel().astype(numpy.float64)
            if self.average == "macro":
                self._add(numpy.corrcoef(pred, label)[0, 1], 1)
                continue
            self._add(0.0, 1)
            self._label = self._running(label, self._label)
            # the covariance term uses the updated label mean and the previous prediction mean
            self._cov += numpy.sum((label - self._label[1]) * (pred - self._pred[1]))
            self._pred = self._running(pred, self._pred)

    def get(self):
        if self.num_inst == 0:
            return self.name, float("nan")
        if self.average == "macro":
            return self.name, self.sum_metric / self.num_inst
        n = self._label[0]
        return self.name, self._cov / ((n - 1) * numpy.sqrt(self._pred[2] / (n - 1))
                                       * numpy.sqrt(self._label[2] / (n - 1)))


@register
class Loss(EvalMetric):
    """The mean of the loss values given as predictions (labels are ignored)."""

    def __init__(self, name="loss", output_names=None, label_names=None):
        super().__init__(name, output_names=output_names, label_names=label_names,
                         has_global_stats=True)

    def update(self, _, preds):
        for pred in [preds] if isinstance(preds, NDArray) else preds:
            value = _host(pred)
            self._add(float(value.sum()), value.size)


@register
class Torch(Loss):
    def __init__(self, name="torch", output_names=None, label_names=None):
        super().__init__(name, output_names, label_names)


@register
class Caffe(Loss):
    def __init__(self, name="caffe", output_names=None, label_names=None):
        super().__init__(name, output_names, label_names)


@register
class CustomMetric(EvalMetric):
    """``feval(label, pred)`` on numpy arrays per output: a value, or ``(sum, count)``."""

    def __init__(self, feval, name=None, allow_extra_outputs=False, output_names=None,
                 label_names=None):
        if name is None:
            name = feval.__name__
            if "<" in name:
                name = f"custom({name})"
        super().__init__(name, feval=feval, allow_extra_outputs=allow_extra_outputs,
                         output_names=output_names, label_names=label_names,
                         has_global_stats=True)
        self._feval = feval
        self._allow_extra_outputs = allow_extra_outputs

    def update(self, labels, preds):
        if not self._allow_extra_outputs:
            labels, preds = check_label_shapes(labels, preds, True)
        for pred, label in zip(preds, labels):
            value = self._feval(_host(label), _host(pred))
            if isinstance(value, tuple):
                self._add(*value)
            else:
                self._add(value, 1)

    def get_config(self):
        raise NotImplementedError("CustomMetric cannot be serialized")


def np(numpy_feval, name=None, allow_extra_outputs=False):   # noqa: F811 - MXNet's name
    """A CustomMetric from a function of numpy arrays."""
    def feval(label, pred):
        return numpy_feval(label, pred)
    feval.__name__ = numpy_feval.__name__
    return CustomMetric(feval, name, allow_extra_outputs)
